r = { for k, v in obj.tags : k => k }
