r=  "yes"||    false ?    (nums[0]  ): t    && true    ?  obj.ports    :    null
