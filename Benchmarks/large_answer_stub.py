#!/usr/bin/env python3
"""A GitHub API stub on 127.0.0.1 that gives triage one large answer (Benchmarks/large-answers.sh).
Usage: large_answer_stub.py PORT KIND
  body10m  issue #1's body is 10 MiB of prose less room for the JSON around it
  table    issue #1's body is a 1.2 MB Markdown table
  rows     octo/app's first page is as many tiny issues as fit in 10 MiB
  small    a small body, for scale"""
import json, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

port, kind = int(sys.argv[1]), sys.argv[2]
LIMIT = 10 * 1024 * 1024

def issue(number, body=""):
    return {"number": number, "title": f"Issue {number}", "state": "open",
            "user": {"login": "octocat"}, "labels": [], "comments": 0,
            "created_at": "2026-01-01T00:00:00Z", "body": body,
            "html_url": f"https://github.com/octo/app/issues/{number}",
            "repository_url": "http://127.0.0.1/repos/octo/app"}

def big_body():
    if kind == "body10m":
        # The most the client reads, less the JSON around it: prose lines of 80 characters.
        line = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor " * 1)[:79] + "\n"
        return (line * ((LIMIT - 8192) // (len(line) + 1)))
    if kind == "table":
        rows = ["| a | b | c |", "|---|---|---|"]
        size = 30
        while size < 1_200_000:
            rows.append("| 1 | 2 | 3 |"); size += 14
        return "\n".join(rows) + "\n"
    return "A small body."

BODY = json.dumps(issue(1, big_body())).encode()
LIST = json.dumps([issue(1)]).encode()
if kind == "rows":
    # As many tiny rows as fit in the limit.
    rows = []
    size = 2
    n = 1
    while True:
        text = json.dumps({"number": n, "title": "t", "state": "open", "user": {"login": "o"},
                           "labels": [], "created_at": "2026-01-01T00:00:00Z"})
        if size + len(text) + 1 > LIMIT - 1024: break
        rows.append(text); size += len(text) + 1; n += 1
    LIST = ("[" + ",".join(rows) + "]").encode()
    sys.stderr.write(f"{n - 1} rows, {len(LIST)} bytes\n")

class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args):
        sys.stderr.write("%s\n" % self.path)
    def do_GET(self):
        path = self.path
        if path.startswith("/repos/octo/app/issues/1/comments"):
            data = b"[]"
        elif path.startswith("/repos/octo/app/issues/1"):
            data = BODY
        elif "/issues" in path:
            data = LIST
        elif path.startswith("/repos/octo/app"):
            data = json.dumps({"name": "app", "full_name": "octo/app", "owner": {"login": "octo"},
                               "open_issues_count": 1, "updated_at": "2026-01-01T00:00:00Z",
                               "private": False}).encode()
        elif path.startswith("/user"):
            data = json.dumps({"login": "octocat"}).encode() if path == "/user" else b"[]"
        elif path.startswith("/notifications"):
            data = b"[]"
        else:
            data = b"[]"
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
