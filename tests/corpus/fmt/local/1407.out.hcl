r = {

} == true ? nums : []
