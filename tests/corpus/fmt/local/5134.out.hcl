paren_key = { (k) = 1 }
tmpl_key  = { "${k}-2" = 2 }
ident_key = { k = 3 }
