r = jsondecode("{}") == fl ? nested[0] : words || [3, f] == null
