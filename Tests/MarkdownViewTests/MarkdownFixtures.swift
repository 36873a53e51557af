/// Issue bodies in the shapes GitHub produces, written for these tests: a bug report from an
/// issue template (its HTML comments left in, as GitHub keeps them), a feature request with
/// nested task lists, a report in Japanese with CJK code and emoji, a tracking issue with
/// tables, links, mentions and quotes, and a hostile body.
enum MarkdownFixtures: String, CaseIterable, Sendable {
  case bugTemplate
  case nestedTasks
  case japaneseReport
  case trackingIssue
  case hostile

  var body: String {
    switch self {
    case .bugTemplate: Self.bugTemplateBody
    case .nestedTasks: Self.nestedTasksBody
    case .japaneseReport: Self.japaneseReportBody
    case .trackingIssue: Self.trackingIssueBody
    case .hostile: Self.hostileBody
    }
  }

  private static let bugTemplateBody = """
    <!--
    Thanks for reporting a bug! Please fill in the sections below.
    Issues without a reproduction may be closed.
    -->

    ### Describe the bug

    <!-- A clear and concise description of what the bug is. -->
    Importing the package runs __init__ twice, so `Registry.__init__` registers every \
    plugin two times and the second `load()` raises.

    ### Steps to reproduce

    1. Create a virtualenv with Python 3.12
    2. Run `pip install triage-demo==2.4.0`
    3. Run the snippet below:
       ```python
       from triage_demo import Registry

       class Plugin:
           def __init__(self, name):
               self.name = name  # called twice!

       Registry().load(Plugin("a"))
       ```
    4. See the error

    ### Traceback

        Traceback (most recent call last):
          File "/home/me/.venv/lib/python3.12/site-packages/triage_demo/__init__.py", line 42, in load
            raise DuplicatePlugin(name)
        triage_demo.errors.DuplicatePlugin: a

    ### Environment

    | Item | Version |
    |------|---------|
    | OS | Ubuntu 24.04 LTS |
    | Python | 3.12.3 |
    | triage-demo | 2.4.0 (also 2.3.1) |

    ### Checklist

    - [x] I searched the existing issues
    - [x] I can reproduce this on the latest release
    - [ ] I would like to work on a fix

    <!-- Do not edit below this line -->
    """

  private static let nestedTasksBody = """
    ## Summary

    Let **maintainers** pin a comment to the top of an issue, *like GitHub does* for \
    discussions. Related to #1204 and octo-org/octo-repo#88; cc @octocat @octo-org/triage-team.

    ## Plan

    - [x] Design
      - [x] Mock-ups for the list and the detail view
      - [ ] Keyboard shortcut (`P`?)
        - [ ] Check it doesn't clash with `p` (pull requests)
    - [ ] Implementation
      1. Store the pinned id per repository
      2. Draw it under the header
         - with a **📌** marker
         - truncated to three lines
    - [ ] ~~Sync with the web UI~~ (out of scope, see below)

    ## Open questions

    * Should a pinned comment survive a transfer?
    * What about *locked* issues?
        * Probably read-only
        * But still visible

    ---

    1. First
    2. Second
    3. Third
    4. Fourth
    5. Fifth
    6. Sixth
    7. Seventh
    8. Eighth
    9. Ninth
    10. Tenth
    """

  private static let japaneseReportBody = """
    # 日本語のタイトルが崩れる 🐛

    一覧画面で**日本語のタイトル**が途中で切れてしまいます。全角文字の幅が正しく計算されていない\
    ようです。絵文字 👨‍👩‍👧‍👦 や国旗 🇯🇵 を含む場合も同様です。

    > 再現手順：
    > 1. `LANG=ja_JP.UTF-8` で起動する
    > 2. リポジトリ `octo/テスト` を開く

    ```swift
    // 表示幅を計算する（全角は２セル）
    let title = "日本語のタイトル🎌"
    print(title.displayWidth) // 18 のはず
    ```

    | 文字 | 幅 | 備考 |
    |:----|:--:|----:|
    | A | 1 | 半角 |
    | あ | 2 | 全角 |
    | 👍🏽 | 2 | 肌の色の修飾子つき |
    | é | 1 | 結合文字 |

    よろしくお願いします 🙏 ✅ ❤️
    """

  private static let trackingIssueBody = """
    # Release 3.0 tracking

    > [!NOTE]
    > This issue is updated by the release bot. Ask @release-captain before editing.
    >
    > > Nested quote from the last release: *"ship it"* — @hubot

    ## Status

    | Area | Owner | Status | PR |
    |:-----|:-----:|-------:|----|
    | Parser | @alice | ✅ done | #3012 |
    | Renderer | @bob | 🚧 in progress, blocked on the new canvas API and a review from the core team | #3020 |
    | Docs | | ❌ not started | |

    ## Links

    - Design doc: [RFC 42](https://example.com/rfc/42)
    - Milestone: https://github.com/octo-org/octo-repo/milestone/7
    - Long link: [the benchmark dashboard](https://dashboards.example.com/d/abcdef123/triage-release-benchmarks?orgId=1&from=now-30d)
    - Mail: <release@example.com>
    - Screenshot: ![the new issue view](https://user-images.githubusercontent.com/1/2.png)

    <details>
    <summary>Build log</summary>

    ```
    $ swift build -c release
    Compiling Triage TriageApp/Views/Markdown/MarkdownLayout.swift with a very long path that will not fit
    Build complete! (42.17s)
    ```

    </details>

    Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to cancel.<br>Second line after a break.\\
    Hard break above; email me at someone@example.com, not @-mentions.
    """

  private static let hostileBody = """
    Entity escapes: &#27;[31mred&#27;[0m and &#x9b;2J and &#7;bell &#x202E;gnp.exe

    <script>alert("no")</script>

    <img src=x onerror=alert(1)> inline <b>bold?</b>

    `&#27;[31m` in code stays literal; [link &#27;](https://example.com/&#27;x)

    <!-- an unclosed comment hides the rest
    secret
    """
}
