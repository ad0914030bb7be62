a = [for v in ns::list() : ns::tr(v)]
