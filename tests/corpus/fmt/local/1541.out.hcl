r = length({

})
