r = { for o in objs : o.size => o }
