r = nul == merge({ for i, o in objs : o.name => o.size if o.size > 1 }, { for x in [] : x => x... }) && contains([for x in regexall("[a-z]", s) : x if x != "b"], jsonencode(strs[1]))
