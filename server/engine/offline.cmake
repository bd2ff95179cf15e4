# A CMake toolchain file that only keeps builds offline. The QuickJS backend's WebAssembly part (WAMR) would
# fetch the SIMD Everywhere headers from the internet with FetchContent; Debian's libsimde-dev has them
# (`just build` installs it). FetchContent is pointed at a folder holding `simde` (a link to Debian's headers,
# which WAMR includes as "simde/...") and may fetch nothing else.
set(_plinth_simde "${CMAKE_BINARY_DIR}/simde-from-debian")
if(NOT EXISTS "${_plinth_simde}/simde")
  file(MAKE_DIRECTORY "${_plinth_simde}")
  file(CREATE_LINK /usr/include/simde "${_plinth_simde}/simde" SYMBOLIC)
endif()
set(FETCHCONTENT_SOURCE_DIR_SIMDE "${_plinth_simde}" CACHE PATH "SIMD Everywhere headers from Debian" FORCE)
set(FETCHCONTENT_FULLY_DISCONNECTED ON CACHE BOOL "Nothing is fetched at build time" FORCE)
