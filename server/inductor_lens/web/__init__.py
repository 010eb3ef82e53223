"""The fusion map page (script and style) for `inductor-lens report`: built from vscode-client/src/webview."""
