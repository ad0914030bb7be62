r= false    ?nums :  null
