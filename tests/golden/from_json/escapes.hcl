s = "tab\there \u0001 back\\slash \"quoted\""
u = "café 😀"
