a = core::length(xs)
