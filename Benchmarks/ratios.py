#!/usr/bin/env python3
"""One markdown table: Triage's end-to-end medians beside plain C's and urwid's, the ratios, and
whether each goal of the performance issue is met.
Usage: ratios.py TRIAGE.jsonl C.jsonl [URWID.jsonl] (tui_bench.py output, one run per line)."""
import json
import statistics
import sys

# (key, label, digits, goals): a goal is (peer, most Triage/peer may be), or ("abs", limit).
ROWS = [
    ("time_to_first_frame_ms", "first frame (ms)", 1, [("C", 5.0), ("urwid", 0.1)]),
    ("rss_mb", "peak RSS (MB)", 1, [("urwid", 0.7)]),
    ("step_settled_median_ms", "step settled (ms, median)", 2, [("C", 2.0)]),
    ("bytes_per_step_median", "bytes per step (median)", 0, [("C", 1.5)]),
    ("cpu_per_step_ms", "CPU per step (ms)", 2, []),
    ("idle_cpu_pct", "idle CPU (%)", 2, [("abs", 0.0)]),
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


def main(paths):
    names = ["Triage", "C", "urwid"][: len(paths)]
    data = {name: medians(path) for name, path in zip(names, paths)}
    peers = names[1:]
    header = ["measure"] + names + [f"Triage / {p}" for p in peers] + ["goal", "met"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for key, label, digits, goals in ROWS:
        value = lambda name: data[name][0][key]  # noqa: E731
        show = lambda v: "-" if v is None else f"{v:.{digits}f}"  # noqa: E731
        triage = value("Triage")
        ratios = [
            "-" if triage is None or not value(p) else f"{triage / value(p):.2f}×" for p in peers
        ]
        texts, verdicts = [], []
        for peer, limit in goals:
            if peer == "abs":
                texts.append(f"{limit:g}")
                verdicts.append(triage is not None and triage <= limit)
            elif peer in peers:
                texts.append(f"≤ {limit:g}× {peer}")
                base = value(peer)
                verdicts.append(triage is not None and bool(base) and triage / base <= limit)
        met = "" if not verdicts else ("yes" if all(verdicts) else "no")
        cells = [label] + [show(value(n)) for n in names] + ratios + [", ".join(texts), met]
        print("| " + " | ".join(cells) + " |")
    exits = [f"{data[n][1]}/{data[n][2]}" for n in names]
    print("| clean exits | " + " | ".join(exits) + " |" + " |" * (len(peers) + 2))


if __name__ == "__main__":
    main(sys.argv[1:4])
