r = { for k, v in {} : k => v }
