r=    coalesce(null)  
