#!/usr/bin/env python3
"""A GitHub API stub on 127.0.0.1 that gives triage one large answer (Benchmarks/large-answers.sh).
Usage: large_answer_stub.py PORT KIND
  body10m  issue #1's body is 10 MiB of prose less room for the JSON around it
  table    issue #1's body is a 1.2 MB Markdown table
  rows     octo/app's first page is as many tiny issues as fit in 10 MiB
  small    a small body, for scale
  files    #1 is a pull request whose files come in 30 pages of 100, each page ~10 MiB of patches
  patchlines  #1 is a pull request with one file whose patch is a million one-character lines
  diff10m  #1 is a pull request whose whole diff (D) is 10 MiB of control characters"""
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

PULLS = kind in ("files", "patchlines", "diff10m")
SHA = "6dcb09b5b57875f334f61aebed695e2e4193db5e"

def pull_issue(number, body=""):
    item = issue(number, body)
    item["pull_request"] = {"url": f"http://127.0.0.1/repos/octo/app/pulls/{number}"}
    return item

BODY = json.dumps((pull_issue if PULLS else issue)(1, big_body() if not PULLS else "A pull request.")).encode()
LIST = json.dumps([(pull_issue if PULLS else issue)(1)]).encode()
PULL = json.dumps({"number": 1, "state": "open", "draft": False, "merged": False, "mergeable": True,
                   "mergeable_state": "clean", "user": {"login": "octocat"},
                   "head": {"ref": "fix", "label": "octocat:fix", "sha": SHA}, "base": {"ref": "main"},
                   "additions": 1, "deletions": 0, "changed_files": 1,
                   "html_url": "https://github.com/octo/app/pull/1"}).encode()

def files_page(page):
    if kind == "patchlines":
        patch = "@@ -0,0 +1,1000000 @@\n" + "\n" * 1_000_000
        return json.dumps([{"filename": "a.txt", "status": "modified", "additions": 1000000,
                            "deletions": 0, "patch": patch,
                            "blob_url": "https://github.com/octo/app/blob/x/a.txt"}]).encode()
    line = "+" + "x" * 78 + "\n"
    patch = "@@ -0,0 +1,1280 @@\n" + line * 1280
    return json.dumps([{"filename": f"p{page}/f{i}.txt", "status": "added", "additions": 1280,
                        "deletions": 0, "patch": patch,
                        "blob_url": f"https://github.com/octo/app/blob/x/p{page}/f{i}.txt"}
                       for i in range(100)]).encode()

def whole_diff():
    line = bytes(range(1, 9)) * 9 + b"\x1b\x07\x7f\n"
    return line * ((LIMIT - 1024) // len(line))
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
        headers = {}
        if PULLS and path.startswith("/repos/octo/app/pulls/1/files"):
            page = int(path.split("page=")[-1]) if "&page=" in path else 1
            data = files_page(page)
            if kind == "files" and page < 30:
                host = self.headers.get("host")
                headers["link"] = f'<http://{host}/repos/octo/app/pulls/1/files?per_page=100&page={page + 1}>; rel="next"'
        elif PULLS and path.startswith("/repos/octo/app/pulls/1/reviews"):
            data = b"[]"
        elif PULLS and path.startswith("/repos/octo/app/pulls/1"):
            data = whole_diff() if "diff" in self.headers.get("accept", "") else PULL
        elif PULLS and "/check-runs" in path:
            data = b'{"total_count": 0, "check_runs": []}'
        elif PULLS and path.startswith(f"/repos/octo/app/commits/{SHA}/status"):
            data = b'{"state": "success", "statuses": []}'
        elif PULLS and path.startswith("/search/issues"):
            data = json.dumps({"total_count": 1, "incomplete_results": False,
                               "items": [pull_issue(1)]}).encode()
        elif path.startswith("/repos/octo/app/issues/1/timeline"):
            data = b"[]"
        elif path.startswith("/repos/octo/app/issues/1/comments"):
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
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
