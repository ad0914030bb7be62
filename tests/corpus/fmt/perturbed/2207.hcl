r= 3.25 >=    12345678901234567890  ?  jsondecode(jsonencode(obj)):  { for	x  in	objs.*.name: x  =>  x...}
