a= core::length(xs  )
