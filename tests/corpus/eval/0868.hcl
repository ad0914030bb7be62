r = can(unknown_var.attr[0]) ? jsonencode({for i, o in objs : o.name => o.size...}) : {("${n}") = "a,b,,c", "quoted key" : t, b : 7} == [10, 100, tiny] && 1E2 % 0.5 < try(unknown_var.attr[0], 2.5e-3)
