r = setunion([], mixed, mixed, toset(strs), [])
