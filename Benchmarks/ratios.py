#!/usr/bin/env python3
"""One markdown table: Triage's end-to-end medians beside its peers' (plain C, tui-rs, Bubble Tea,
urwid), the ratios against tui-rs and C, and whether each goal of the performance issues is met.
Usage: ratios.py NAME=RUNS.jsonl ... (tui_bench.py output, one run per line; the first is
Triage). A peer whose file is missing or empty is shown as "-"."""
import json
import os
import statistics
import sys

# (key, label, digits, goals): a goal is (peer, most Triage/peer may be), ("abs", limit), or
# ("ahead", peer): Triage's figure at most the peer's.
ROWS = [
    ("time_to_first_frame_ms", "first frame (ms)", 1, [("tui-rs", 2.0), ("ahead", "Bubble Tea")]),
    ("rss_mb", "peak RSS (MB)", 1, [("tui-rs", 3.0), ("ahead", "Bubble Tea")]),
    ("step_settled_median_ms", "step settled (ms)", 2, [("tui-rs", 1.0), ("ahead", "Bubble Tea")]),
    ("cpu_per_step_ms", "CPU per step (ms)", 2, [("tui-rs", 1.0), ("ahead", "Bubble Tea")]),
    ("bytes_per_step_median", "bytes per step", 0,
     [("tui-rs", 0.5), ("C", 1.5), ("ahead", "Bubble Tea")]),
    ("idle_cpu_pct", "idle CPU (%)", 2, [("abs", 0.0)]),
]
RATIO_PEERS = ["tui-rs", "C"]


def medians(path):
    runs = []
    if os.path.exists(path):
        with open(path) as handle:
            for line in handle:
                line = line.strip()
                if not line:
                    continue
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if not record.get("summary"):
                    runs.append(record)
    result = {}
    for key, *_ in ROWS:
        values = [r[key] for r in runs if isinstance(r.get(key), (int, float))]
        result[key] = statistics.median(values) if values else None
    return result, sum(1 for r in runs if r.get("clean_exit")), len(runs)


def main(arguments):
    pairs = [argument.split("=", 1) for argument in arguments if "=" in argument]
    if not pairs:
        sys.exit(__doc__)
    names = [name for name, _ in pairs]
    data = {name: medians(path) for name, path in pairs}
    triage_name = names[0]
    peers = [p for p in RATIO_PEERS if p in data]
    header = ["measure"] + names + [f"{triage_name} / {p}" for p in peers] + ["goal", "met"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for key, label, digits, goals in ROWS:
        def value(name):
            return data[name][0][key] if name in data else None

        def show(v):
            return "-" if v is None else f"{v:.{digits}f}"

        triage = value(triage_name)
        ratios = ["-" if triage is None or not value(p) else f"{triage / value(p):.2f}×"
                  for p in peers]
        texts, verdicts = [], []
        for kind, limit in goals:
            if kind == "abs":
                texts.append(f"{limit:g}")
                verdicts.append(triage is not None and triage <= limit)
            elif kind == "ahead":
                base = value(limit)
                if base is not None:
                    texts.append(f"≤ {limit}")
                    verdicts.append(triage is not None and triage <= base)
            elif value(kind) is not None:
                texts.append(f"≤ {limit:g}× {kind}")
                base = value(kind)
                verdicts.append(triage is not None and bool(base) and triage / base <= limit)
        met = "" if not verdicts else ("yes" if all(verdicts) else "no")
        cells = [label] + [show(value(n)) for n in names] + ratios + [", ".join(texts), met]
        print("| " + " | ".join(cells) + " |")
    exits = [f"{data[n][1]}/{data[n][2]}" for n in names]
    print("| clean exits | " + " | ".join(exits) + " |" + " |" * (len(peers) + 2))
    # A program with no runs (not built, or its harness failed) says why, from NAME.why beside
    # its results, instead of failing the whole run.
    for name, path in pairs:
        if data[name][2] == 0:
            why_path = os.path.splitext(path)[0] + ".why"
            why = "no runs"
            if os.path.exists(why_path):
                with open(why_path) as handle:
                    why = " ".join(handle.read().split()) or why
            print(f"\n{name}: not measured ({why[:300]}).")


if __name__ == "__main__":
    main(sys.argv[1:])
