r = join("", keys({

}))
