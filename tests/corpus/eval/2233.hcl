r = nul.*.x
