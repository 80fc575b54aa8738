# xlac_add_model(): an HLO module compiled ahead of time by xlac, as a static library target
# with its C header.
#
#   xlac_add_model(NAME model.hlo
#                  [TRIPLE triple]        # default: the toolchain's target (see below), else this machine
#                  [ENTRY symbol]         # entry function name (default: NAME)
#                  [OPT 0|1|2|3]          # xlac -O level (default 2)
#                  [CPU name] [FEATURES +a,-b]
#                  [THREADS n|auto]       # multi-threaded object (links xlac's thread-pool runtime);
#                                         # the pool sizes itself where it runs, n caps a loop's threads
#                  [OPTIONS extra xlac compile arguments...])
#
# Gives the library target NAME (link it: target_link_libraries(app PRIVATE NAME)); its header
# NAME.h is on the target's include path (#include "NAME.h"), and declares the entry function
# ENTRY(params, results, temp) with the sizes and names of every buffer.
#
# The triple, when not given: XLAC_TRIPLE if set; else, when cross-compiling, the C compiler's
# target (CMAKE_C_COMPILER_TARGET, or the aarch64-linux-gnu of an aarch64-linux-gnu-gcc), else
# CMAKE_SYSTEM_PROCESSOR-linux-gnu; natively, this machine.
#
# The xlac program: XLAC_EXECUTABLE (cache variable), else `xlac` on PATH.

include_guard(GLOBAL)

# A model's library links as C (and THREADS adds the thread pool's C source): a C++-only project
# (project(app CXX)) gets C enabled here instead of failing to generate.
get_property(_xlac_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
if(NOT "C" IN_LIST _xlac_languages)
  enable_language(C)
endif()

if(NOT XLAC_EXECUTABLE)
  find_program(XLAC_EXECUTABLE xlac)
  if(NOT XLAC_EXECUTABLE)
    message(FATAL_ERROR "xlac not found: put it on PATH or set -DXLAC_EXECUTABLE=/path/to/xlac")
  endif()
endif()

function(_xlac_default_triple out)
  if(XLAC_TRIPLE)
    set(${out} "${XLAC_TRIPLE}" PARENT_SCOPE)
  elseif(CMAKE_CROSSCOMPILING)
    if(CMAKE_C_COMPILER_TARGET)
      set(${out} "${CMAKE_C_COMPILER_TARGET}" PARENT_SCOPE)
    else()
      get_filename_component(_cc "${CMAKE_C_COMPILER}" NAME)
      if(_cc MATCHES "^(.+-linux-gnu[a-z]*)-(gcc|cc|clang)")
        set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
      else()
        set(${out} "${CMAKE_SYSTEM_PROCESSOR}-linux-gnu" PARENT_SCOPE)
      endif()
    endif()
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

function(xlac_add_model NAME MODEL)
  cmake_parse_arguments(PARSE_ARGV 2 X "" "TRIPLE;ENTRY;OPT;CPU;FEATURES;THREADS" "OPTIONS")
  if(X_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "xlac_add_model(${NAME}): unknown arguments ${X_UNPARSED_ARGUMENTS}")
  endif()
  get_filename_component(_model "${MODEL}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT X_ENTRY)
    set(X_ENTRY "${NAME}")
  endif()
  if(NOT X_TRIPLE)
    _xlac_default_triple(X_TRIPLE)
  endif()
  set(_dir "${CMAKE_CURRENT_BINARY_DIR}/xlac/${NAME}")
  set(_obj "${_dir}/${NAME}.o")
  set(_hdr "${_dir}/${NAME}.h")
  set(_args compile "${_model}" -o "${_obj}" --entry "${X_ENTRY}")
  if(X_TRIPLE)
    list(APPEND _args --triple "${X_TRIPLE}")
  endif()
  if(DEFINED X_OPT)
    list(APPEND _args "-O${X_OPT}")
  endif()
  if(X_CPU)
    list(APPEND _args --cpu "${X_CPU}")
  endif()
  if(X_FEATURES)
    list(APPEND _args --features "${X_FEATURES}")
  endif()
  if(X_THREADS)
    list(APPEND _args --threads "${X_THREADS}")
  endif()
  list(APPEND _args ${X_OPTIONS})
  file(MAKE_DIRECTORY "${_dir}")
  if(X_TRIPLE)
    set(_for "${X_TRIPLE}")
  else()
    set(_for "this machine")
  endif()
  add_custom_command(
    OUTPUT "${_obj}" "${_hdr}"
    COMMAND "${XLAC_EXECUTABLE}" ${_args}
    DEPENDS "${_model}"
    COMMENT "xlac: compiling ${MODEL} for ${_for}"
    VERBATIM)
  set_source_files_properties("${_obj}" PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_library(${NAME} STATIC "${_obj}" "${_hdr}")
  set_target_properties(${NAME} PROPERTIES LINKER_LANGUAGE C)
  target_include_directories(${NAME} INTERFACE "${_dir}")
  if(UNIX)
    target_link_libraries(${NAME} INTERFACE m)
  endif()
  if(X_THREADS)
    execute_process(COMMAND "${XLAC_EXECUTABLE}" ffi-header --parallel-runtime
                    OUTPUT_VARIABLE _runtime OUTPUT_STRIP_TRAILING_WHITESPACE)
    find_package(Threads REQUIRED)
    target_sources(${NAME} PRIVATE "${_runtime}")
    target_link_libraries(${NAME} INTERFACE Threads::Threads)
  endif()
endfunction()
