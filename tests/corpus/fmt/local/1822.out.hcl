r = { "quoted key" = [-nmap["y"], 2.5e-3, -deep.a.b.c.d[0] - try(unknown_var.attr[0], 3.25)][1], b : "1e2" + try(nums[-1], element(nums, n)), null = 2.5e-3 }
