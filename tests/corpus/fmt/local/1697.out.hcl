r = {

} == sort(distinct(values(nmap)))
