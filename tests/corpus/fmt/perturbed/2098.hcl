r = fl    ||  !fl  ||false
