r = setunion([], toset(strs), [true, false], objs, toset(strs))
