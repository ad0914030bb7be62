r = replace(format("%05.1f:%s", 100, false), "/[a-z]/", "_") == can(tiny) ? "${obj.enabled}" : join(", ", objs[*].name)
