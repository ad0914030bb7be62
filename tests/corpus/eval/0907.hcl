r = length([for x in words : "<${x}>" if x != "b"])
