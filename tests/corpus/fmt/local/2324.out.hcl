r = { for o in objs : o.name => o.tags... }
