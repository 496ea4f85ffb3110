"""Protocol suite for `maskls serve` with pytest-lsp.

pytest-lsp (pygls + lsprotocol) decodes every message against the LSP 3.17 types and checks
results against the capabilities of the client it impersonates; each test runs once per
captured client (VS Code, Neovim, Emacs).

Environment: MASKLS_PATH (the binary; default .build/debug/maskls), MASKLS_E2E_DIR (the
fixture project; default Tests/EndToEnd/fixtures/project).
"""

from __future__ import annotations

import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

REPO = pathlib.Path(__file__).resolve().parents[3]
MASKLS = os.environ.get("MASKLS_PATH") or str(REPO / ".build" / "debug" / "maskls")
PROJECT = pathlib.Path(os.environ.get("MASKLS_E2E_DIR") or REPO / "Tests/EndToEnd/fixtures/project")
FIXTURE = PROJECT / "FormViewController.swift"
WAIT_SECONDS = 20
CLIENTS = ["visual-studio-code", "neovim", "emacs"]

HOVER_LITERAL = '"+1 (###) ###-####"'
FINDING_LITERAL = '"00000"'
FINDING_CODE = "mask-no-slots"


def locate(text: str, needle: str) -> types.Position:
    """The position of `needle` in `text` (ASCII fixture: columns are UTF-16 columns)."""
    for number, line in enumerate(text.splitlines()):
        column = line.find(needle)
        if column >= 0:
            return types.Position(line=number, character=column)
    raise AssertionError(f"{needle!r} is not in the fixture")


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[MASKLS, "serve", "--stdio"]),
)
async def client(request, lsp_client: LanguageClient):
    # The server registers its file watchers dynamically; a real client accepts that.
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        root_uri=PROJECT.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=PROJECT.as_uri(), name=PROJECT.name)],
        client_info=types.ClientInfo(name=f"pytest-lsp ({request.param})"),
    )
    lsp_client.initialize_result = await asyncio.wait_for(
        lsp_client.initialize_session(params), WAIT_SECONDS
    )
    yield
    await asyncio.wait_for(lsp_client.shutdown_session(), WAIT_SECONDS)


def open_fixture(client: LanguageClient, text: str | None = None) -> tuple[str, str]:
    text = FIXTURE.read_text() if text is None else text
    uri = FIXTURE.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)
        )
    )
    return uri, text


async def diagnostics_until(client: LanguageClient, uri: str, done) -> list[types.Diagnostic]:
    """Waits for publishDiagnostics until `done(diagnostics)` holds for `uri`."""

    async def wait():
        while not (uri in client.diagnostics and done(client.diagnostics[uri])):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return client.diagnostics[uri]

    return await asyncio.wait_for(wait(), WAIT_SECONDS)


def has_finding(diagnostics: list[types.Diagnostic]) -> bool:
    return any(d.code == FINDING_CODE for d in diagnostics)


async def test_initialize_advertises_hover_and_sync(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert capabilities.hover_provider
    sync = capabilities.text_document_sync
    kind = sync if isinstance(sync, types.TextDocumentSyncKind) else sync.change
    assert kind in (types.TextDocumentSyncKind.Full, types.TextDocumentSyncKind.Incremental)
    assert client.initialize_result.server_info.name == "maskls"


async def test_did_open_publishes_the_finding(client: LanguageClient):
    uri, text = open_fixture(client)
    diagnostics = await diagnostics_until(client, uri, has_finding)
    finding = next(d for d in diagnostics if d.code == FINDING_CODE)
    assert finding.source == "maskls"
    assert finding.severity in (types.DiagnosticSeverity.Error, types.DiagnosticSeverity.Warning)
    start = locate(text, FINDING_LITERAL)
    assert finding.range.start.line == start.line
    assert start.character <= finding.range.start.character
    assert finding.range.end.character <= start.character + len(FINDING_LITERAL)
    assert finding.range.start.character < finding.range.end.character
    assert finding.message


async def test_hover_shows_the_formatted_sample(client: LanguageClient):
    uri, text = open_fixture(client)
    await diagnostics_until(client, uri, has_finding)
    position = locate(text, HOVER_LITERAL)
    position.character += 1  # inside the literal
    hover = await asyncio.wait_for(
        client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
        ),
        WAIT_SECONDS,
    )
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent)
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "+1 (234) 567-8909" in hover.contents.value
    if hover.range is not None:
        assert hover.range.start.line == position.line


async def test_hover_outside_a_literal_is_empty(client: LanguageClient):
    uri, text = open_fixture(client)
    position = locate(text, "import UIKit")
    hover = await asyncio.wait_for(
        client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
        ),
        WAIT_SECONDS,
    )
    assert hover is None


async def test_fixing_then_closing_clears_the_diagnostics(client: LanguageClient):
    uri, text = open_fixture(client)
    await diagnostics_until(client, uri, has_finding)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangeWholeDocument(
                    text=text.replace(FINDING_LITERAL, '"#####"')
                )
            ],
        )
    )
    await diagnostics_until(client, uri, lambda ds: not has_finding(ds))
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert list(await diagnostics_until(client, uri, lambda ds: len(ds) == 0)) == []


async def test_unknown_request_is_method_not_found(client: LanguageClient):
    with pytest.raises(Exception) as raised:
        await asyncio.wait_for(client.protocol.send_request_async("maskls/noSuchMethod", {}), WAIT_SECONDS)
    assert "-32601" in repr(raised.value) or "MethodNotFound" in type(raised.value).__name__
