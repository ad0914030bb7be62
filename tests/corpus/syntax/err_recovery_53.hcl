a = [for s in c : x ? y ? z ...]
