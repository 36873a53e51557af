#!/usr/bin/env python3
"""A tiny GitHub API stand-in on 127.0.0.1 for the smoke test: enough of /user, /user/repos,
/repos/{o}/{r}/issues (two pages linked by Link), one issue, its comments and its timeline. It refuses any
request without the fixture token, so the smoke test also proves the token is sent.

Usage: stub_github.py PORT_FILE   (writes the chosen port to PORT_FILE, then serves until killed)
"""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit, parse_qs

TOKEN = "fixture-token-0123456789"


def issue(number):
    return {
        "number": number,
        "title": f"Stub issue {number}" + (" \u001b]0;pwned\u0007" if number == 40 else ""),
        "state": "open",
        "user": {"login": "octocat"},
        "labels": [{"name": "bug", "color": "d73a4a"}],
        "comments": 1,
        "created_at": "2026-11-01T00:00:00Z",
        "body": f"Body of stub issue {number}.",
        "html_url": f"https://github.com/stub/repo/issues/{number}",
    }


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_json(self, status, payload, headers=None):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.headers.get("Authorization") != f"Bearer {TOKEN}":
            return self.send_json(401, {"message": "Bad credentials"})
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        base = f"http://127.0.0.1:{self.server.server_port}"
        if url.path == "/user":
            return self.send_json(200, {"login": "stub-user"})
        if url.path == "/user/repos":
            return self.send_json(200, [{
                "name": "repo", "full_name": "stub/repo", "owner": {"login": "stub"},
                "description": "Served by the smoke test's stub", "open_issues_count": 40,
                "updated_at": "2026-11-20T00:00:00Z", "private": False}])
        if url.path == "/repos/stub/repo/issues":
            page = int(query.get("page", ["1"])[0])
            numbers = range(40, 10, -1) if page == 1 else range(10, 0, -1)
            headers = {}
            if page == 1:
                headers["Link"] = f'<{base}/repositories/7/issues?state=open&page=2>; rel="next"'
            return self.send_json(200, [issue(n) for n in numbers], headers)
        if url.path == "/repositories/7/issues":
            return self.send_json(200, [issue(n) for n in range(10, 0, -1)])
        if url.path.startswith("/repos/stub/repo/issues/"):
            parts = url.path.split("/")
            if parts[-1] == "comments":
                return self.send_json(200, [{"id": 1, "user": {"login": "hubot"}, "body": "A stub comment.",
                                             "created_at": "2026-11-02T00:00:00Z"}])
            if parts[-1] == "timeline":
                # The issue page's conversation: an event, then the comment as GitHub lists it.
                return self.send_json(200, [
                    {"id": 2, "event": "labeled", "actor": {"login": "octocat"},
                     "label": {"name": "bug", "color": "d73a4a"}, "created_at": "2026-11-01T12:00:00Z"},
                    {"id": 1, "event": "commented", "user": {"login": "hubot"}, "body": "A stub comment.",
                     "created_at": "2026-11-02T00:00:00Z"}])
            return self.send_json(200, issue(int(parts[-1])))
        return self.send_json(404, {"message": "Not Found"})


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(sys.argv[1], "w") as handle:
    handle.write(str(server.server_port))
server.serve_forever()
