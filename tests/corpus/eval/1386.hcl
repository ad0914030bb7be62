r = distinct([for i, x in objs.*.name : "<${x}>" if x != "b"])
