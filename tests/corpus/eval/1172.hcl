r = nul == objs[*].size
