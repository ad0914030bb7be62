r = keys({

})
