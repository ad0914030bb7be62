r = "${~length([])}${~"a,b,,c"}"
