r = mixed.*
