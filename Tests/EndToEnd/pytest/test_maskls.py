"""Protocol suite for `maskls serve` with pytest-lsp.

pytest-lsp (pygls + lsprotocol) decodes every message against the LSP 3.17 types and checks
results against the capabilities of the client it impersonates. The core tests run once per
captured client (VS Code, Neovim, Emacs); the rest as VS Code. Each test gets its own copy of
the fixture project and its own server.

Environment: MASKLS_PATH (the binary; default .build/debug/maskls), MASKLS_E2E_DIR (the
fixture project to copy; default Tests/EndToEnd/fixtures/project).
"""

from __future__ import annotations

import asyncio
import os
import pathlib
import shutil

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

REPO = pathlib.Path(__file__).resolve().parents[3]
MASKLS = os.environ.get("MASKLS_PATH") or str(REPO / ".build" / "debug" / "maskls")
FIXTURES = pathlib.Path(os.environ.get("MASKLS_E2E_DIR") or REPO / "Tests/EndToEnd/fixtures/project")
SWIFT = "FormViewController.swift"
STORYBOARD = "Form.storyboard"
WAIT_SECONDS = 20
SERVER = ClientServerConfig(server_command=[MASKLS, "serve", "--stdio"])

HOVER_LITERAL = '"+1 (###) ###-####"'
FINDING_LITERAL = '"00000"'
FINDING_CODE = "mask-no-slots"


@pytest.fixture
def project(tmp_path: pathlib.Path) -> pathlib.Path:
    copy = tmp_path / "project"
    shutil.copytree(FIXTURES, copy)
    return copy


async def start(client: LanguageClient, capabilities: types.ClientCapabilities, project: pathlib.Path, name: str):
    """initialize + initialized, accepting the server's dynamic registrations like a real client."""
    client.registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        client.registrations.extend(params.registrations)

    params = types.InitializeParams(
        capabilities=capabilities,
        root_uri=project.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name=project.name)],
        client_info=types.ClientInfo(name=f"pytest-lsp ({name})"),
    )
    client.initialize_result = await asyncio.wait_for(client.initialize_session(params), WAIT_SECONDS)


@pytest_lsp.fixture(params=["visual-studio-code", "neovim", "emacs"], config=SERVER)
async def client(request, lsp_client: LanguageClient, project: pathlib.Path):
    """One server per captured client's capabilities."""
    await start(lsp_client, client_capabilities(request.param), project, request.param)
    yield
    await asyncio.wait_for(lsp_client.shutdown_session(), WAIT_SECONDS)


@pytest_lsp.fixture(config=SERVER)
async def vscode(lsp_client: LanguageClient, project: pathlib.Path):
    await start(lsp_client, client_capabilities("visual-studio-code"), project, "visual-studio-code")
    yield
    await asyncio.wait_for(lsp_client.shutdown_session(), WAIT_SECONDS)


@pytest_lsp.fixture(params=["utf-8", "utf-16"], config=SERVER)
async def encoded(request, lsp_client: LanguageClient, project: pathlib.Path):
    """A client offering one position encoding (UTF-16 is the default when none is offered)."""
    capabilities = client_capabilities("visual-studio-code")
    if request.param == "utf-8":
        capabilities.general = types.GeneralClientCapabilities(
            position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]
        )
    else:
        capabilities.general = None
    lsp_client.offered_encoding = request.param
    await start(lsp_client, capabilities, project, request.param)
    yield
    await asyncio.wait_for(lsp_client.shutdown_session(), WAIT_SECONDS)


# Helpers


def locate(text: str, needle: str) -> types.Position:
    """The UTF-16 position of `needle` in `text`."""
    for number, line in enumerate(text.splitlines()):
        column = line.find(needle)
        if column >= 0:
            return types.Position(line=number, character=len(line[:column].encode("utf-16-le")) // 2)
    raise AssertionError(f"{needle!r} is not in the text")


def open_file(client: LanguageClient, path: pathlib.Path, language: str = "swift", text: str | None = None):
    text = path.read_text() if text is None else text
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)
        )
    )
    return uri, text


def pulls(client: LanguageClient) -> bool:
    """Whether the server uses pull diagnostics with this client (it never pushes then)."""
    return client.initialize_result.capabilities.diagnostic_provider is not None


async def diagnostics_until(client: LanguageClient, uri: str, done) -> list[types.Diagnostic]:
    """Waits until `done(diagnostics)` holds for `uri`: publishDiagnostics for a pushing
    server, `textDocument/diagnostic` pulls (with result ids) for a client that pulls."""

    async def wait():
        while not (uri in client.diagnostics and done(client.diagnostics[uri])):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics[uri])

    async def pull():
        previous = None
        items: list[types.Diagnostic] = []
        while True:
            report = await client.text_document_diagnostic_async(
                types.DocumentDiagnosticParams(
                    text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=previous
                )
            )
            if report.kind == "full":
                items = list(report.items)
            previous = report.result_id
            if done(items):
                return items
            await asyncio.sleep(0.05)

    return await asyncio.wait_for(pull() if pulls(client) else wait(), WAIT_SECONDS)


def with_code(code: str):
    return lambda diagnostics: any(d.code == code for d in diagnostics)


async def hover(client: LanguageClient, uri: str, position: types.Position) -> types.Hover | None:
    return await asyncio.wait_for(
        client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
        ),
        WAIT_SECONDS,
    )


def inside(position: types.Position) -> types.Position:
    """One character past `position` (inside a literal that starts there)."""
    return types.Position(line=position.line, character=position.character + 1)


# Per client


async def test_initialize_advertises_hover_and_sync(client: LanguageClient):
    result = client.initialize_result
    assert result.capabilities.hover_provider
    sync = result.capabilities.text_document_sync
    kind = sync if isinstance(sync, types.TextDocumentSyncKind) else sync.change
    assert kind in (types.TextDocumentSyncKind.Full, types.TextDocumentSyncKind.Incremental)
    assert result.server_info.name == "maskls"


async def test_did_open_publishes_the_finding(client: LanguageClient, project: pathlib.Path):
    uri, text = open_file(client, project / SWIFT)
    diagnostics = await diagnostics_until(client, uri, with_code(FINDING_CODE))
    finding = next(d for d in diagnostics if d.code == FINDING_CODE)
    assert finding.source == "maskls"
    assert finding.severity == types.DiagnosticSeverity.Error
    start = locate(text, FINDING_LITERAL)
    assert finding.range.start.line == finding.range.end.line == start.line
    assert start.character <= finding.range.start.character < finding.range.end.character
    assert finding.range.end.character <= start.character + len(FINDING_LITERAL)
    assert "#" in finding.message


async def test_hover_shows_the_formatted_sample(client: LanguageClient, project: pathlib.Path):
    uri, text = open_file(client, project / SWIFT)
    position = inside(locate(text, HOVER_LITERAL))
    result = await hover(client, uri, position)
    assert result is not None
    assert isinstance(result.contents, types.MarkupContent)
    assert result.contents.kind == types.MarkupKind.Markdown
    assert "`2345678909` → `+1 (234) 567-8909`" in result.contents.value
    assert "BBB_pattern" in result.contents.value
    if result.range is not None:
        assert result.range.start.line == position.line
        assert result.range.start.character < position.character < result.range.end.character


async def test_hover_outside_a_literal_is_empty(client: LanguageClient, project: pathlib.Path):
    uri, text = open_file(client, project / SWIFT)
    assert await hover(client, uri, locate(text, "import UIKit")) is None


# As VS Code


async def test_fixing_then_closing_clears_the_diagnostics(vscode: LanguageClient, project: pathlib.Path):
    uri, text = open_file(vscode, project / SWIFT)
    await diagnostics_until(vscode, uri, with_code(FINDING_CODE))
    vscode.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangeWholeDocument(text=text.replace(FINDING_LITERAL, '"#####"'))
            ],
        )
    )
    await diagnostics_until(vscode, uri, lambda ds: not with_code(FINDING_CODE)(ds))
    vscode.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert await diagnostics_until(vscode, uri, lambda ds: len(ds) == 0) == []


async def test_incremental_change_is_what_hover_and_diagnostics_see(vscode: LanguageClient, project: pathlib.Path):
    uri, text = open_file(vscode, project / SWIFT)
    await diagnostics_until(vscode, uri, with_code(FINDING_CODE))
    country = locate(text, '"+1 (')
    zip_literal = locate(text, FINDING_LITERAL)
    vscode.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                # "+1" -> "+7", then one `0` of the ZIP pattern -> `#` (a slot: no finding).
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=inside(country), end=types.Position(line=country.line, character=country.character + 3)),
                    text="+7",
                ),
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=inside(zip_literal), end=types.Position(line=zip_literal.line, character=zip_literal.character + 2)),
                    text="#",
                ),
            ],
        )
    )
    result = await hover(vscode, uri, inside(country))
    assert result is not None and "`+7 (234) 567-8909`" in result.contents.value
    diagnostics = await diagnostics_until(vscode, uri, lambda ds: not with_code(FINDING_CODE)(ds))
    assert all(d.code != FINDING_CODE for d in diagnostics)


async def test_storyboard_diagnostics_and_hover(vscode: LanguageClient, project: pathlib.Path):
    uri, text = open_file(vscode, project / STORYBOARD, language="xml")
    diagnostics = await diagnostics_until(vscode, uri, with_code("mask-syntax"))
    finding = next(d for d in diagnostics if d.code == "mask-syntax")
    assert finding.range.start.line == locate(text, "[00&lt;0]").line
    result = await hover(vscode, uri, inside(locate(text, '"(###) ###-####"')))
    assert result is not None and "`(234) 567-8909`" in result.contents.value


async def test_workspace_index_links_swift_and_storyboard(vscode: LanguageClient, project: pathlib.Path):
    uri, text = open_file(vscode, project / SWIFT)
    diagnostics = await diagnostics_until(vscode, uri, with_code("conflict-duplicate"))
    conflict = next(d for d in diagnostics if d.code == "conflict-duplicate")
    assert conflict.range.start.line == locate(text, HOVER_LITERAL).line
    related = [info.location.uri for info in conflict.related_information or []]
    assert (project / STORYBOARD).as_uri() in related


async def test_watched_file_changes_reach_the_index(vscode: LanguageClient, project: pathlib.Path):
    async def registered():
        while not any(r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES for r in vscode.registrations):
            await asyncio.sleep(0.02)

    # The registration request follows `initialized`, asynchronously.
    await asyncio.wait_for(registered(), WAIT_SECONDS)
    uri, text = open_file(vscode, project / SWIFT)
    await diagnostics_until(vscode, uri, with_code(FINDING_CODE))
    # A second storyboard gives the ZIP field another mask: a conflict with the Swift one.
    extra = project / "Zip.storyboard"
    extra.write_text(
        (project / STORYBOARD).read_text()
        .replace('property="phoneField"', 'property="zipField"')
        .replace('value="(###) ###-####"', 'value="#####"')
    )
    vscode.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=extra.as_uri(), type=types.FileChangeType.Created)]
        )
    )
    # Findings are published for the whole workspace: the new file's conflict with the Swift
    # mask (as `maskls lint` reports it), pointing back at the Swift literal.
    extra_uri = extra.as_uri()
    diagnostics = await diagnostics_until(vscode, extra_uri, with_code("conflict-duplicate"))
    conflict = next(d for d in diagnostics if d.code == "conflict-duplicate")
    assert uri in [info.location.uri for info in conflict.related_information or []]
    extra.unlink()
    vscode.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=extra_uri, type=types.FileChangeType.Deleted)]
        )
    )
    assert await diagnostics_until(vscode, extra_uri, lambda ds: len(ds) == 0) == []


async def test_unknown_request_is_method_not_found(vscode: LanguageClient):
    with pytest.raises(Exception) as raised:
        await asyncio.wait_for(vscode.protocol.send_request_async("maskls/noSuchMethod", {}), WAIT_SECONDS)
    assert "-32601" in repr(raised.value) or "MethodNotFound" in type(raised.value).__name__


async def test_requests_after_shutdown_are_invalid_and_exit_is_clean(vscode: LanguageClient, project: pathlib.Path):
    uri, text = open_file(vscode, project / SWIFT)
    await asyncio.wait_for(vscode.shutdown_async(None), WAIT_SECONDS)
    with pytest.raises(Exception) as raised:
        await hover(vscode, uri, inside(locate(text, HOVER_LITERAL)))
    assert "-32600" in repr(raised.value) or "InvalidRequest" in type(raised.value).__name__
    vscode.exit(None)
    assert await asyncio.wait_for(vscode._server.wait(), WAIT_SECONDS) == 0
    vscode.capabilities = None  # shut down already: the fixture's teardown skips it


# Position encodings


async def test_position_encoding_is_negotiated(encoded: LanguageClient, project: pathlib.Path):
    assert encoded.initialize_result.capabilities.position_encoding in (encoded.offered_encoding, None)
    if encoded.offered_encoding == "utf-16":
        assert encoded.initialize_result.capabilities.position_encoding in ("utf-16", None)
    else:
        assert encoded.initialize_result.capabilities.position_encoding == "utf-8"
    source = (project / SWIFT).read_text()
    line = '    let city = "Köln 🏙"; zipField.BBB_pattern = "00000"'
    text = source.replace('    zipField.BBB_pattern = "00000"', line)
    prefix = line[: line.index(FINDING_LITERAL) + 1]
    expected = len(prefix.encode("utf-8")) if encoded.offered_encoding == "utf-8" else len(prefix.encode("utf-16-le")) // 2
    uri, _ = open_file(encoded, project / SWIFT, text=text)

    # Until the workspace index has seen the open document, the file's findings may come
    # from disk (without the new prefix); wait for the opened text's.
    def opened_text_finding(diagnostics):
        return any(d.code == FINDING_CODE and d.range.start.character != locate(source, FINDING_LITERAL).character + 1 for d in diagnostics)

    try:
        diagnostics = await diagnostics_until(encoded, uri, opened_text_finding)
    except asyncio.TimeoutError:
        pytest.fail(f"no finding for the opened text; last published: {encoded.diagnostics.get(uri)}")
    finding = next(d for d in diagnostics if d.code == FINDING_CODE)
    assert finding.range.start.character == expected
    assert finding.range.end.character == expected + 5


async def test_catastrophic_regexes_do_not_hang_hover_or_diagnostics(vscode: LanguageClient, project: pathlib.Path):
    source = (project / SWIFT).read_text()
    text = source.replace(
        '    zipField.BBB_pattern = "00000"\n',
        '    zipField.BBB_pattern = "00000"\n'
        '    phoneField.BBB_regular = "(a+)+b"\n'
        '    zipField.BBB_regular = "(x*)*y"\n',
    )
    assert text != source
    started = asyncio.get_running_loop().time()
    uri, _ = open_file(vscode, project / SWIFT, text=text)
    result = await asyncio.wait_for(
        vscode.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=inside(locate(text, HOVER_LITERAL)),
            )
        ),
        5,
    )
    assert result is not None and "(a+)+b" in result.contents.value, "the hover shows the field's regex"
    await asyncio.wait_for(diagnostics_until(vscode, uri, with_code(FINDING_CODE)), 5)
    assert asyncio.get_running_loop().time() - started < 5, "liveness bound"



# Editor features: code actions, inlay hints, pull diagnostics.

BLOCKING = 'field.BBB_regular = "^\\\\d{10}$"\n'


async def test_code_actions_fix_and_ignore(client: LanguageClient, project: pathlib.Path):
    """Quick fixes carry the diagnostic and a preferred edit; applying it clears the finding."""
    path = project / "Blocking.swift"
    path.write_text(BLOCKING)
    uri, text = open_file(client, path)
    diagnostics = await diagnostics_until(client, uri, with_code("regex-blocks-typing"))
    finding = next(d for d in diagnostics if d.code == "regex-blocks-typing")
    assert finding.code_description is not None and finding.code_description.href.endswith("/regex-blocks-typing.md")
    actions = await asyncio.wait_for(
        client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=finding.range,
                context=types.CodeActionContext(diagnostics=[finding]),
            )
        ),
        WAIT_SECONDS,
    )
    fix = next(a for a in actions if isinstance(a, types.CodeAction) and a.title.startswith("Accept every prefix"))
    assert fix.kind == types.CodeActionKind.QuickFix and fix.is_preferred
    assert [d.code for d in fix.diagnostics] == ["regex-blocks-typing"]
    if fix.edit is None:
        fix = await asyncio.wait_for(client.code_action_resolve_async(fix), WAIT_SECONDS)
    (edit,) = fix.edit.changes[uri]
    assert edit.new_text == "0,"
    assert any(a.title == "Ignore regex-blocks-typing on this line" for a in actions)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text)],
        )
    )
    await diagnostics_until(client, uri, lambda ds: not with_code("regex-blocks-typing")(ds))


async def test_inlay_hints_preview_the_mask(vscode: LanguageClient, project: pathlib.Path):
    uri, text = open_file(vscode, project / SWIFT)
    await diagnostics_until(vscode, uri, with_code(FINDING_CODE))
    lines = text.splitlines()
    hints = await asyncio.wait_for(
        vscode.text_document_inlay_hint_async(
            types.InlayHintParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(lines), character=0)),
            )
        ),
        WAIT_SECONDS,
    )
    assert "⟶ +1 (234) 567-8909" in [h.label for h in hints]



@pytest_lsp.fixture(config=SERVER)
async def puller(lsp_client: LanguageClient, project: pathlib.Path):
    capabilities = client_capabilities("visual-studio-code")
    capabilities.text_document.diagnostic = types.DiagnosticClientCapabilities(related_document_support=False)
    await start(lsp_client, capabilities, project, "pull")
    yield
    await asyncio.wait_for(lsp_client.shutdown_session(), WAIT_SECONDS)


async def test_pull_diagnostics_with_result_ids(puller: LanguageClient, project: pathlib.Path):
    uri, _ = open_file(puller, project / SWIFT)
    assert pulls(puller)
    await diagnostics_until(puller, uri, with_code(FINDING_CODE))
    first = await puller.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert first.kind == "full"
    again = await puller.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=first.result_id)
    )
    assert again.kind == "unchanged" and again.result_id == first.result_id
    workspace = await puller.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    assert any(item.uri == uri for item in workspace.items)
    assert uri not in puller.diagnostics, "a pulling client is never pushed diagnostics"
