r = lower(indent(2, "a\nb\nc"))
