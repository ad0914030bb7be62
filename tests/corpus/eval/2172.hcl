r = true ? element(tolist(toset(nested[0])), 1) : jsondecode("{}")
