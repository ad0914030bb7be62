r = { for k, v in n : k => v }
