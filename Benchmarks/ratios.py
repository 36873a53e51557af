#!/usr/bin/env python3
"""One markdown table: Triage's end-to-end medians beside plain C's, and the ratio Triage/C.
Usage: ratios.py TRIAGE.jsonl C.jsonl (tui_bench.py output, with a summary line each)."""
import json
import statistics
import sys

ROWS = [
    ("time_to_first_frame_ms", "first frame (ms)", 1, "≤ 5× C"),
    ("rss_mb", "peak RSS (MB)", 1, "≤ 0.7× urwid (≈ 20 MB)"),
    ("step_settled_median_ms", "step settled (ms, median)", 2, "≤ 2× C"),
    ("bytes_per_step_median", "bytes per step (median)", 0, "≤ 1.5× C"),
    ("cpu_per_step_ms", "CPU per step (ms)", 2, ""),
    ("idle_cpu_pct", "idle CPU (%)", 2, "0"),
]


def medians(path):
    runs = []
    with open(path) as handle:
        for line in handle:
            line = line.strip()
            if line:
                record = json.loads(line)
                if not record.get("summary"):
                    runs.append(record)
    result = {}
    for key, *_ in ROWS:
        values = [r[key] for r in runs if isinstance(r.get(key), (int, float))]
        result[key] = statistics.median(values) if values else None
    return result, sum(1 for r in runs if r.get("clean_exit")), len(runs)


def main(triage_path, c_path):
    triage, triage_clean, triage_runs = medians(triage_path)
    c, c_clean, c_runs = medians(c_path)
    print("| measure | Triage | C ncursesw | Triage / C | goal |")
    print("|---|---|---|---|---|")
    for key, label, digits, goal in ROWS:
        t, b = triage[key], c[key]
        ratio = "-" if t is None or not b else f"{t / b:.2f}×"
        show = lambda v: "-" if v is None else f"{v:.{digits}f}"
        print(f"| {label} | {show(t)} | {show(b)} | {ratio} | {goal} |")
    print(f"| clean exits | {triage_clean}/{triage_runs} | {c_clean}/{c_runs} | | |")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
