r = coalesce("", coalesce("", indent(2, s)))
