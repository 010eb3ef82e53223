"""The fusion map page (script and style) for `inductor-lens report`, and the comparison page for
`inductor-lens compare --html`: built from vscode-client/src/webview."""
