e = { for k, v in a?b.c : k => v }
