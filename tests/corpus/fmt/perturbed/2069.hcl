r  =fl    ? true :  true
