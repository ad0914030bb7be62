r=    null  ==[]?  join(", ", tolist(objs[*].name)  )  :distinct(concat(values(nmap),obj.ports))
